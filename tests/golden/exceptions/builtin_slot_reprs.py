# The builtin exception classes' special methods read through the class (or a subclass's): CPython's slot
# wrappers, named after the class that defines the slot, and its method descriptors.
print(BaseException.__init__, Exception.__init__, ValueError.__init__, OSError.__init__)
print(BaseException.__str__, ValueError.__str__, KeyError.__str__, FileNotFoundError.__str__, ModuleNotFoundError.__str__)
print(Exception.__repr__, BaseException.with_traceback, ValueError.add_note, repr(ValueError.__new__).startswith("<built-in method __new__ of type object at 0x"))
print(ValueError.__init__.__name__, ValueError.__init__.__qualname__, ValueError.__init__.__objclass__)
class Mine(KeyError):
    pass
print(Mine.__init__, Mine.__str__, Mine.__repr__)
e = ValueError("x")
ValueError.__init__(e, 1, 2)
print(e.args, Exception.__str__(e), BaseException.__repr__(e), KeyError.__str__(KeyError("k")), BaseException.with_traceback(e, None) is e)

# expect: <slot wrapper '__init__' of 'BaseException' objects> <slot wrapper '__init__' of 'Exception' objects> <slot wrapper '__init__' of 'ValueError' objects> <slot wrapper '__init__' of 'OSError' objects>
# expect: <slot wrapper '__str__' of 'BaseException' objects> <slot wrapper '__str__' of 'BaseException' objects> <slot wrapper '__str__' of 'KeyError' objects> <slot wrapper '__str__' of 'OSError' objects> <slot wrapper '__str__' of 'ImportError' objects>
# expect: <slot wrapper '__repr__' of 'BaseException' objects> <method 'with_traceback' of 'BaseException' objects> <method 'add_note' of 'BaseException' objects> True
# expect: __init__ ValueError.__init__ <class 'ValueError'>
# expect: <slot wrapper '__init__' of 'KeyError' objects> <slot wrapper '__str__' of 'KeyError' objects> <slot wrapper '__repr__' of 'BaseException' objects>
# expect: (1, 2) (1, 2) ValueError(1, 2) 'k' True
