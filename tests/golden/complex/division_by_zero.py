# Dividing by a complex zero (or a zero of any type) raises CPython's message.
print((1 + 2j) / 2)
print((1 + 2j) / 0)
# expect: (0.5+1j)
# expect runtime error: ZeroDivisionError: complex division by zero
