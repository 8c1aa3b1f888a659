# Addition past 2**63 - 1 continues exactly (Python's unbounded ints).
x = 9223372036854775807
print(x)
print(x + 1, x + x, -x - 2)
# expect: 9223372036854775807
# expect: 9223372036854775808 18446744073709551614 -9223372036854775809
