# isinstance with classes and tuples of classes; bool is an int.
print(isinstance(1, int), isinstance(True, int), isinstance(True, bool), isinstance(1, bool))
print(isinstance(1.0, float), isinstance(1, float), isinstance("s", str), isinstance([], list), isinstance((), tuple))
print(isinstance(range(3), range), isinstance(1, (str, int)), isinstance(1.5, (str, int)))
print(int, float, bool, str, list, tuple, range, type(1), type(1.5), type("s"), type([]) == list)

# expect: True True True False
# expect: True False True True True
# expect: True True False
# expect: <class 'int'> <class 'float'> <class 'bool'> <class 'str'> <class 'list'> <class 'tuple'> <class 'range'> <class 'int'> <class 'float'> <class 'str'> True
