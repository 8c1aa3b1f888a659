# Python integer arithmetic: floor division and modulo round toward -inf
print(7 // 2, -7 // 2, 7 // -2, -7 // -2)
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(2 ** 10, 2 ** 0, (-3) ** 3, -2 ** 2)
print(1 + 2 * 3 - 4, (1 + 2) * 3)
print(6 / 3, 7 / 2, 1 / 4)
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, 1024 >> 3, -1 >> 1)
print(9223372036854775807, -9223372036854775807 - 1)
print(0x_ff, 0o17, 0b1010, 1_000_000)
x = 17
x //= 5
print(x)
x **= 3
print(x)
x %= 5
print(x)
# expect: 3 -4 -4 3
# expect: 1 2 -2 -1
# expect: 1024 1 -27 -4
# expect: 3 9
# expect: 2.0 3.5 0.25
# expect: 1 7 6 -6 1024 128 -1
# expect: 9223372036854775807 -9223372036854775808
# expect: 255 15 10 1000000
# expect: 3
# expect: 27
# expect: 2
