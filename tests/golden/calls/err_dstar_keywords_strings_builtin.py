# keys unpacked with ** must be strings, for a builtin too
print(**{'sep': '', 2: 3})
# expect runtime error: TypeError: keywords must be strings
