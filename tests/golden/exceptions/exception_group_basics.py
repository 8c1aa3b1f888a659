# ExceptionGroup and BaseExceptionGroup: message, exceptions, str and repr; a
# BaseExceptionGroup of Exceptions only is an ExceptionGroup; split, subgroup and derive keep
# nested groups' shape.
eg = ExceptionGroup("m", [ValueError(1), TypeError(2), ExceptionGroup("n", [ValueError(3)])])
print(eg.message, eg.exceptions[:2], str(eg))
print(repr(eg))
print(type(BaseExceptionGroup("b", [ValueError()])).__name__, type(BaseExceptionGroup("b", [KeyboardInterrupt()])).__name__)
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup), issubclass(ExceptionGroup, BaseExceptionGroup))
print(eg.split(ValueError))
print(eg.subgroup(lambda e: isinstance(e, TypeError)), eg.subgroup(KeyError))
print(repr(eg.derive([KeyError(1)])), eg.split(lambda e: True)[0] is eg)
print(ExceptionGroup("t", (ValueError(),)).args, str(ExceptionGroup("one", [ValueError()])))
try:
    raise eg
except ExceptionGroup as caught:
    print("caught", caught is eg)
# expect: m (ValueError(1), TypeError(2)) m (3 sub-exceptions)
# expect: ExceptionGroup('m', [ValueError(1), TypeError(2), ExceptionGroup('n', [ValueError(3)])])
# expect: ExceptionGroup BaseExceptionGroup
# expect: True True True
# expect: (ExceptionGroup('m', [ValueError(1), ExceptionGroup('n', [ValueError(3)])]), ExceptionGroup('m', [TypeError(2)]))
# expect: m (1 sub-exception) None
# expect: ExceptionGroup('m', [KeyError(1)]) True
# expect: ('t', (ValueError(),)) one (1 sub-exception)
# expect: caught True
