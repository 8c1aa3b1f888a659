# complex(None) names the type.
print(complex(0))
print(complex(None))
# expect: 0j
# expect runtime error: TypeError: complex() first argument must be a string or a number, not 'NoneType'
