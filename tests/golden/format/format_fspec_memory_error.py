# A huge width in a format spec is a MemoryError, not a hang.
print(len(f"{1.5:1000.2f}"))
print(f"{1:1000000000000000}")

# expect: 1000
# expect runtime error: MemoryError
