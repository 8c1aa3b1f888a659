# A string complex() cannot read.
print(complex("1+2j"))
print(complex("1+2"))
# expect: (1+2j)
# expect runtime error: ValueError: complex() arg is a malformed string
