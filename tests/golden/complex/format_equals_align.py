# '=' alignment is refused for complex numbers.
print(format(1 + 2j, "<10"))
print(format(1 + 2j, "=10"))
# expect: (1+2j)    
# expect runtime error: ValueError: '=' alignment flag is not allowed in complex format specifier
