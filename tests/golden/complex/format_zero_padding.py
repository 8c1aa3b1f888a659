# Zero padding is refused for complex numbers.
print(format(1 + 2j, "10"))
print(format(1 + 2j, "010"))
# expect:     (1+2j)
# expect runtime error: ValueError: Zero padding is not allowed in complex format specifier
