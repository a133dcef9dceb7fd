// An imported CSS file is its text at runtime (css-loader, exportType 'string'); in jest, none.
module.exports = '';
