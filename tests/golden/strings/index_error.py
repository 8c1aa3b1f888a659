# Indexing past the end of a str.
s = "abc"
print(s[2])
print(s[3])

# expect: c
# expect runtime error: IndexError: string index out of range
