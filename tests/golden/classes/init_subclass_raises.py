# An error in __init_subclass__ propagates from the class statement of the subclass.
class Base:
    def __init_subclass__(cls):
        if not hasattr(cls, "name"):
            raise TypeError(f"{cls.__name__} needs a name")


class Good(Base):
    name = "good"


print("Good made")


class Bad(Base):
    pass
# expect: Good made
# expect runtime error: TypeError: Bad needs a name
