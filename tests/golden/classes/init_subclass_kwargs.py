# Keyword arguments in a class statement go to the base's __init_subclass__.
class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **options):
        super().__init_subclass__()
        Plugin.registry[name or cls.__name__] = (cls, options)


class Csv(Plugin, name="csv", sep=","):
    pass


class Json(Plugin):
    pass


for key, (cls, opts) in Plugin.registry.items():
    print(key, cls.__name__, opts)
# expect: csv Csv {'sep': ','}
# expect: Json Json {}
