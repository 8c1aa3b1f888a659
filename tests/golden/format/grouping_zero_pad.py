# Zero padding combined with thousands grouping.
print(format(1234, "010,"), format(1234, "011,"), format(-1234.5, "012,.1f"), format(1234567, "_"))
print(format(255, "_b"), format(0xDEADBEEF, "_x"))

# expect: 00,001,234 000,001,234 -0,001,234.5 1_234_567
# expect: 1111_1111 dead_beef
