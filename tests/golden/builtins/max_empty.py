# max() of an empty sequence.
print(max([1]))
print(max([]))

# expect: 1
# expect runtime error: ValueError: max() arg is an empty sequence
