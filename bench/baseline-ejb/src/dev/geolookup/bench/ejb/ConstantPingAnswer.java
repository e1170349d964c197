package dev.geolookup.bench.ejb;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;

/** A stateless EJB that does no work, with the transaction attribute of the service's lookup EJBs. */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class ConstantPingAnswer implements PingAnswer {

    private static final byte[] BODY = "{\"status\":\"ok\",\"service\":\"baseline-ejb\"}".getBytes();

    @Override
    public byte[] body() {
        return BODY;
    }
}
