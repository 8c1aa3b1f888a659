# Malformed pickles whose opcodes reach under a MARK or off an empty stack: CPython's
# UnpicklingError messages, never a negative-length tuple (a crash before).
import pickle
for bad in [b'\x80\x02NN(\x86t.', b'\x80\x02NN(\x85\x85\x85t.', b'\x80\x02(\x87.', b'\x80\x02(.',
            b'\x80\x02\x93.', b'\x80\x02K\x01\x93.', b'\x80\x02.', b'\x80\x021.', b'\x80\x02(2.']:
    try:
        pickle.loads(bad)
    except pickle.UnpicklingError as e:
        print(e)
# expect: unexpected MARK found
# expect: unexpected MARK found
# expect: unexpected MARK found
# expect: unexpected MARK found
# expect: STACK_GLOBAL requires str
# expect: STACK_GLOBAL requires str
# expect: unpickling stack underflow
# expect: could not find MARK
# expect: unexpected MARK found
