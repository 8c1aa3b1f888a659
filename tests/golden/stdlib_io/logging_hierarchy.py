# getLogger("a.b") sits under "a" under the root; records propagate to the ancestors' handlers.
import logging, sys
logging.basicConfig(stream=sys.stdout, format="root:%(name)s:%(message)s")
a = logging.getLogger("app")
ab = logging.getLogger("app.db")
abc = logging.getLogger("app.db.query")
print(abc.parent, ab.parent, a.parent, logging.getLogger("app") is a)
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("app:%(name)s:%(message)s"))
a.addHandler(h)
abc.warning("from query")
a.setLevel(logging.DEBUG)
print(abc.getEffectiveLevel(), abc.level, ab.isEnabledFor(logging.DEBUG))
abc.debug("debug passes app's level, root's handler has none")
a.propagate = False
abc.error("not to root")
print(abc, logging.getLogger("x.y").parent, a.getChild("db") is ab)
print(logging.getLogger("x.y").name, logging.getLogger("").name, logging.getLogger("root") is logging.root)

# expect: <Logger app.db (WARNING)> <Logger app (WARNING)> <RootLogger root (WARNING)> True
# expect: app:app.db.query:from query
# expect: root:app.db.query:from query
# expect: 10 0 True
# expect: app:app.db.query:debug passes app's level, root's handler has none
# expect: root:app.db.query:debug passes app's level, root's handler has none
# expect: app:app.db.query:not to root
# expect: <Logger app.db.query (DEBUG)> <RootLogger root (WARNING)> True
# expect: x.y root True
