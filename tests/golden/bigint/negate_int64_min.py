# -(-2**63) does not fit 64 bits: constant folding leaves it to NEG, which makes a big int
print(--9223372036854775808)
x = -9223372036854775808
print(-x, x // -1, x * -1, abs(x), x % -1)
print(x < --9223372036854775808 - 1 < 2 ** 63)
# expect: 9223372036854775808
# expect: 9223372036854775808 9223372036854775808 9223372036854775808 9223372036854775808 0
# expect: True
