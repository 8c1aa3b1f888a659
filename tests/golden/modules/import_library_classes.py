# Classes a module makes with the standard library (dataclass, Enum, namedtuple, NamedTuple)
# belong to the module; inspect and sys._getframe see the module's functions and globals
import inspect
import pickle

import typesmod

print(typesmod.P(1), typesmod.Color.RED, repr(typesmod.Color.RED), typesmod.NT(1, 2), typesmod.TN(3))
print(typesmod.P.__module__, typesmod.Color.__module__, typesmod.NT.__module__, typesmod.TN.__module__)
print(pickle.loads(pickle.dumps(typesmod.P(3))))
print(inspect.signature(typesmod.f), typesmod.f.__doc__)
print(inspect.getsource(typesmod.f))
print(typesmod.frame_names())
# expect: P(x=1, y=2) Color.RED <Color.RED: 1> NT(a=1, b=2) TN(a=3)
# expect: typesmod typesmod typesmod typesmod
# expect: P(x=3, y=2)
# expect: (a, b=2) doc of f
# expect: def f(a, b=2):
# expect:     """doc of f"""
# expect:     return a
# expect:
# expect: ('typesmod', '__main__')
