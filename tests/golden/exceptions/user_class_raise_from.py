# raise MyError(...) from e chains the cause; the traceback ends with the user class's line.
class ConfigError(Exception):
    pass

def load(d):
    try:
        return d["port"]
    except KeyError as e:
        raise ConfigError("missing port") from e

try:
    load({})
except ConfigError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__)

load({})
# expect: ConfigError('missing port') KeyError('port') True
# expect runtime error: ConfigError: missing port
