# __init_subclass__ runs for each subclass once its body has run (implicitly a classmethod;
# super().__init_subclass__() reaches object's).
class Registry:
    kinds = []
    def __init_subclass__(cls):
        Registry.kinds.append(cls.__name__)
class A(Registry): pass
class B(A): pass
class Plugin:
    @classmethod
    def __init_subclass__(cls):
        super().__init_subclass__()
        cls.tag = cls.__name__.lower()
class Z(Plugin): pass
print(Registry.kinds, Z.tag)
# expect: ['A', 'B'] z
