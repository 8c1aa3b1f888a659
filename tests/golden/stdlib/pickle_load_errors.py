# Bad input to pickle.loads: EOFError, UnpicklingError and TypeError with CPython's messages.
import pickle
for bad in [b"", b"\x80\x04\x95\x05", b"\x80\x04K", b"zz."]:
    try:
        pickle.loads(bad)
    except (EOFError, pickle.UnpicklingError) as e:
        print(type(e).__name__, e)
try:
    pickle.loads("text")
except TypeError as e:
    print(e)
try:
    pickle.dumps(1, protocol=9)
except ValueError as e:
    print(e)
pickle.loads(pickle.dumps([1, 2, 3])[:-3])
# expect: EOFError Ran out of input
# expect: UnpicklingError pickle data was truncated
# expect: UnpicklingError pickle data was truncated
# expect: UnpicklingError invalid load key, 'z'.
# expect: a bytes-like object is required, not 'str'
# expect: pickle protocol must be <= 5
# expect runtime error: _pickle.UnpicklingError: pickle data was truncated
