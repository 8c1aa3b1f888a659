# pow(b, -e, m) needs b invertible modulo m.
print(pow(3, -1, 2 ** 70))
print(pow(2 ** 70, -1, 2 ** 80))
# expect: 787061080478274202283
# expect runtime error: ValueError: base is not invertible for the given modulus
