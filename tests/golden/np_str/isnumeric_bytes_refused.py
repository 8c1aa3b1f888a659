# np.char.isnumeric and isdecimal exist for str arrays only: a bytes array is refused with
# NumPy's TypeError (not the bytes method's AttributeError); both messages name isnumeric.
import numpy as np
for f in (np.char.isnumeric, np.char.isdecimal):
    try:
        f(np.array([b'12']))
    except TypeError as e:
        print("TypeError:", e)
print(np.char.isnumeric(np.array(['12', '½', 'x'])), np.char.isdecimal(np.array(['12', '½'])))
# expect: TypeError: isnumeric is only available for Unicode strings and arrays
# expect: TypeError: isnumeric is only available for Unicode strings and arrays
# expect: [ True  True False] [ True False]
