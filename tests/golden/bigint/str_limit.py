# CPython 3.11's limit on decimal conversion: 4300 digits print, 4301 raise.
print(len(str(10 ** 4299)), len(str(-10 ** 4299)), len(hex(10 ** 5000)))
print(str(10 ** 4300))
# expect: 4300 4301 4155
# expect runtime error: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
