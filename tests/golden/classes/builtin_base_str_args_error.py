# A str subclass passes where str is wanted, but other types still get str's TypeError.
class Name(str):
    pass

print(",".join([Name("a"), "b"]))
print(",".join([Name("a"), 3]))
# expect: a,b
# expect runtime error: TypeError: sequence item 1: expected str instance, int found
