# A registry filled by the metaclass's __init__ for the class and every subclass.
class PluginMeta(type):
    registry = []

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            PluginMeta.registry.append(name)


class Plugin(metaclass=PluginMeta):
    pass


class CSV(Plugin):
    ext = "csv"


class JSON(Plugin):
    ext = "json"


class Pretty(JSON):
    pass


print(PluginMeta.registry)
print(type(Pretty).__name__, Pretty.ext, Pretty.__mro__[1].__name__)
# expect: ['CSV', 'JSON', 'Pretty']
# expect: PluginMeta json JSON
