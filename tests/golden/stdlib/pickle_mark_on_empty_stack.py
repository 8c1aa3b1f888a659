# Opcodes that collect the items above a MARK when there are none (the stack empty): an empty
# tuple, list, dict, set; a MARK with nothing pushed since (once an offset from a null pointer:
# UBSan).
import pickle

for data in (b"(t.", b"(l.", b"(d.", b"\x80\x04(\x91.", b"(1.", b"\x80\x02(t(t\x86.", b"(0N.", b"\x80\x04\x8f(\x90."):
    try:
        print(repr(pickle.loads(data)))
    except Exception as e:
        print(type(e).__name__, e)
# expect: ()
# expect: []
# expect: {}
# expect: frozenset()
# expect: UnpicklingError unpickling stack underflow
# expect: ((), ())
# expect: None
# expect: set()
