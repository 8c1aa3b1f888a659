# np.character and np.flexible: the string dtypes' abstract classes, in issubdtype and isinstance.
import numpy as np
print(np.character, np.flexible, np.character.__mro__)
print(np.issubdtype("U3", np.character), np.issubdtype("S4", np.flexible), np.issubdtype(np.str_, np.character))
print(np.issubdtype(np.float64, np.character), np.issubdtype(np.flexible, np.character), np.issubdtype(np.character, np.flexible))
print(np.issubdtype("S4", np.str_), np.issubdtype("U4", "U"), np.issubdtype(str, np.generic), np.issubdtype("U2", np.number))
print(isinstance(np.str_("a"), np.character), isinstance(np.float64(1), np.character), isinstance("a", np.character))
names = np.array(["ann", "bob"])
print("text column" if np.issubdtype(names.dtype, np.character) else "numbers")


# expect: <class 'numpy.character'> <class 'numpy.flexible'> (<class 'numpy.character'>, <class 'numpy.flexible'>, <class 'numpy.generic'>, <class 'object'>)
# expect: True True True
# expect: False False True
# expect: False True True False
# expect: True False False
# expect: text column
