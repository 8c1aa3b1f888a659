# str.zfill to an absurd width is a MemoryError, not a hang.
print("5".zfill(3), "-5".zfill(4))
print(len("5".zfill(10**15)))

# expect: 005 -005
# expect runtime error: MemoryError
