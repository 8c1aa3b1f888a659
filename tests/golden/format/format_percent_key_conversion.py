# A key followed by '%' is not a literal percent.
print("%(a)%" % {"a": 1})

# expect runtime error: ValueError: unsupported format character '%' (0x25) at index 4
