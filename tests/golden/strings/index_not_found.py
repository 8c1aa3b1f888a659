# str.index raises when the substring is absent.
print("abc".index("c"))
print("abc".index("d"))

# expect: 2
# expect runtime error: ValueError: substring not found
