# A singleton through the metaclass's __call__: the second call returns the first instance.
class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, name):
        print("init", name)
        self.name = name


a = Config("first")
b = Config("second")
print(a is b, a.name, b.name)
print(type(Config) is Singleton, type(Config).__name__)
print(isinstance(Config, Singleton), isinstance(Config, type), issubclass(Singleton, type))
print(isinstance(a, Config), type(a).__name__)
# expect: init first
# expect: True first first
# expect: True Singleton
# expect: True True True
# expect: True Config
