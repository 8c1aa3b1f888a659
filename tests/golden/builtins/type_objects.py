# type() returns the class objects; they compare equal to the builtins.
print(type(1) == int, type(1.0) is float, type("a") == str, type(True) == bool, type(True) == int)
print(type(None), type(range(2)), type(len), type(print))
print(int("7") + 1, str(7) + "!", float("1.5") * 2, bool("x"), list("ab"), tuple([1, 2]))

# expect: True True True True False
# expect: <class 'NoneType'> <class 'range'> <class 'builtin_function_or_method'> <class 'builtin_function_or_method'>
# expect: 8 7! 3.0 True ['a', 'b'] (1, 2)
