# The digit limit holds for format() too; hex and binary have none.
print(len(f"{10 ** 4300:x}"), len(format(10 ** 4300, "b")))
print(f"{10 ** 4300:,}")
# expect: 3572 14285
# expect runtime error: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
