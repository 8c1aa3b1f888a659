# complex(1, None) names the second argument's type.
print(complex(1))
print(complex(1, None))
# expect: (1+0j)
# expect runtime error: TypeError: complex() second argument must be a number, not 'NoneType'
