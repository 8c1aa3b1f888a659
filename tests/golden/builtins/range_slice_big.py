# a slice of a machine-sized range whose bounds or step leave 64 bits is a big-int range, as CPython's
r = range(20, -5, -3)
print(r[1::3], r[::-1])
print(r[1::9223372036854775807], list(r[1::9223372036854775807]))

# expect: range(17, -7, -9) range(-4, 23, 3)
# expect: range(17, -7, -27670116110564327421) [17]
