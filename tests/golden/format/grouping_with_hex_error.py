# ',' cannot be combined with 'x'.
print(format(255, "_x"))
print(format(255, ",x"))

# expect: ff
# expect runtime error: ValueError: Cannot specify ',' with 'x'.
