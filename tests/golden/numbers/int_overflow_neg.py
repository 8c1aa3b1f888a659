# Negating the smallest 64-bit int gives 2**63; negating that again is the small int.
x = -9223372036854775807 - 1
print(x)
print(-x, -(-x), abs(x), -(-x) == x)
# expect: -9223372036854775808
# expect: 9223372036854775808 -9223372036854775808 9223372036854775808 True
