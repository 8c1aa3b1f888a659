# A class made inside a function is garbage once the call returns (its MRO and methods refer
# back to it); its base forgets it, and still works.
import gc


class Base:
    pass


def factory(i):
    class Local(Base):
        def get(self):
            return i
    return Local().get()


gc.collect()
print(factory(3))
print(gc.collect() > 0)
print(gc.collect())
Base.extra = 5
print(Base().extra)
# expect: 3
# expect: True
# expect: 0
# expect: 5
