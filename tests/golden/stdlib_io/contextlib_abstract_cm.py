# AbstractContextManager gives a subclass an __enter__ that returns the instance.
from contextlib import AbstractContextManager
class Timer(AbstractContextManager):
    def __exit__(self, *exc):
        print("exit", exc[0])
        return None
with Timer() as t:
    print(type(t).__name__, isinstance(t, AbstractContextManager))
try:
    with Timer():
        raise KeyError("k")
except KeyError:
    print("propagated")
print(AbstractContextManager.__name__)

# expect: Timer True
# expect: exit None
# expect: exit <class 'KeyError'>
# expect: propagated
# expect: AbstractContextManager
