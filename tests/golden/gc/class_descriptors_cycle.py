# A local class whose methods use super(), a property and a staticmethod is collected as a
# whole; the base class it derived from keeps working.
import gc


class Base:
    def hello(self):
        return "base"


def factory():
    class Local(Base):
        def hello(self):
            return "local+" + super().hello()

        @property
        def size(self):
            return 3

        @staticmethod
        def make():
            return Local()
    obj = Local.make()
    return obj.hello(), obj.size


gc.collect()
print(factory())
print(gc.collect() > 0)
print(gc.collect())
print(Base().hello())
# expect: ('local+base', 3)
# expect: True
# expect: 0
# expect: base
