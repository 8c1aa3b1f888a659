# An int that outgrows 64 bits becomes a big int, never a wrap; it comes back to a small one
# when the value fits again.
x = 9223372036854775807
print(x)
y = x + 1
print(y, y - 1 == x, type(y))
# expect: 9223372036854775807
# expect: 9223372036854775808 True <class 'int'>
