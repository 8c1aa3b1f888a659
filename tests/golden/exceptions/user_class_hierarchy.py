# A custom hierarchy Base(Exception) -> Sub(Base): except Base catches Sub, tuples match by
# any member, isinstance/issubclass follow the classes.
class Base(Exception):
    pass

class Sub(Base):
    pass

class Other(Exception):
    pass

for cls in [Sub, Base, Other]:
    try:
        raise cls("m")
    except (KeyError, Sub) as e:
        print("sub handler", type(e).__name__)
    except Base as e:
        print("base handler", type(e).__name__)
    except Exception as e:
        print("exception handler", type(e).__name__)

print(isinstance(Sub(), Base), isinstance(Sub(), Exception), isinstance(Base(), Sub))
print(issubclass(Sub, Base), issubclass(Sub, BaseException), issubclass(Base, Sub))
print(issubclass(Sub, (ValueError, Base)), isinstance(Sub(), object))
# expect: sub handler Sub
# expect: base handler Base
# expect: exception handler Other
# expect: True True False
# expect: True True False
# expect: True True
