# int() of more than 4300 decimal digits raises CPython's ValueError (counting the digits).
print(int("1" * 4300) > 0, int("f" * 5000, 16) > 0)
print(int("1" * 4301))
# expect: True True
# expect runtime error: ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit
