# ** of something that is not a mapping, into a builtin
print(1, **[('sep', '-')])
# expect runtime error: TypeError: print() argument after ** must be a mapping, not list
