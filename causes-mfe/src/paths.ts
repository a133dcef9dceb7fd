// Site paths this section links to (absolute: the shell mounts the section at /our-causes).
export const donatePath = '/get-involved/donate';
export const getInvolvedPath = '/get-involved/overview';
export const waysWeServePath = '/our-causes/ways-we-serve';
