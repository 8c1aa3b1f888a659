# tuples are immutable.
t = (1, 2)
print(t[0])
t[0] = 5

# expect: 1
# expect runtime error: TypeError: 'tuple' object does not support item assignment
