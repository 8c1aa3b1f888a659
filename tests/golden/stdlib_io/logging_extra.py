# extra= adds fields the format can use.
import logging, sys
log = logging.getLogger("extra")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(user)s did %(message)s"))
log.addHandler(h)
log.warning("login", extra={"user": "ada"})
try:
    log.warning("x", extra={"msg": "clash"})
except KeyError as e:
    print("KeyError", e)

# expect: ada did login
# expect: KeyError "Attempt to overwrite 'msg' in LogRecord"
