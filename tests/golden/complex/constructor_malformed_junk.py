# Trailing junk is malformed too.
print(complex("1j"))
print(complex("1jx"))
# expect: 1j
# expect runtime error: ValueError: complex() arg is a malformed string
